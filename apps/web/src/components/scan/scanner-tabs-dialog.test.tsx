import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraError } from './scan-errors';
import { ScannerTabsDialog } from './scanner-tabs-dialog';
import { startCameraScan } from './start-camera-scan';

vi.mock('./start-camera-scan', () => ({ startCameraScan: vi.fn() }));

describe('ScannerTabsDialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(startCameraScan).mockReset();
  });

  it('on a camera failure switches to Manual, disables Cámara and shows the message', async () => {
    vi.mocked(startCameraScan).mockRejectedValue(new CameraError('permission-denied'));
    render(
      <ScannerTabsDialog open onClose={() => undefined} onCode={() => undefined} cameraMessage={(kind) => `fallo ${kind}`} />,
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Manual' }).getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByRole('tab', { name: 'Cámara' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('fallo permission-denied')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Código de barras'));
  });

  it('Manual: Validar is disabled while empty; Enter and Validar hand the trimmed code and clear the field', async () => {
    vi.mocked(startCameraScan).mockRejectedValue(new CameraError('no-cameras-available'));
    const onCode = vi.fn();
    render(<ScannerTabsDialog open onClose={() => undefined} onCode={onCode} />);
    const field = await screen.findByLabelText('Código de barras');
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' 7800042000135 ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onCode).toHaveBeenCalledWith('7800042000135');
    expect((field as HTMLInputElement).value).toBe('');
    fireEvent.change(field, { target: { value: 'ABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    expect(onCode).toHaveBeenLastCalledWith('ABC');
  });

  it('hands what the camera reads', async () => {
    vi.mocked(startCameraScan).mockImplementation(async ({ onCode }) => {
      onCode('7800042000135');
      return { stop: () => undefined };
    });
    const onCode = vi.fn();
    render(<ScannerTabsDialog open onClose={() => undefined} onCode={onCode} />);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('7800042000135'));
    expect(screen.getByRole('tab', { name: 'Cámara' }).getAttribute('aria-selected')).toBe('true');
  });
});
