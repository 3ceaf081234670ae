import { classifyBarcode } from '@bodega/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_ERROR_MESSAGES, CameraError } from './scan-errors';
import { ScanField } from './scan-field';
import { startCameraScan } from './start-camera-scan';

vi.mock('./start-camera-scan', () => ({ startCameraScan: vi.fn() }));

const input = () => screen.getByLabelText('Código de barras') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('ScanField', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.mocked(startCameraScan).mockReset();
  });

  it('hands a typed or wedge-scanned code to onScan on Enter and clears the field', () => {
    const onScan = vi.fn();
    render(<ScanField onScan={onScan} />);
    type('7801234567890');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onScan).toHaveBeenCalledWith('7801234567890', 'keyboard');
    expect(input().value).toBe('');
  });

  it('types the group separator for Ctrl+] so the GS1 parser sees the end of the lot', () => {
    const onScan = vi.fn();
    render(<ScanField onScan={onScan} />);
    type('0107801234567894' + '10LOTE-A');
    input().setSelectionRange(24, 24);
    fireEvent.keyDown(input(), { key: ']', code: 'BracketRight', ctrlKey: true });
    fireEvent.change(input(), { target: { value: input().value + '17261231' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    const code = onScan.mock.calls[0]![0] as string;
    expect(code).toBe('010780123456789410LOTE-A\x1d17261231');
    const parsed = classifyBarcode(code, { context: 'receipts' });
    expect(parsed.gs1?.lot_number).toBe('LOTE-A');
    expect(parsed.gs1?.expiry_date).toBe('2026-12-31');
  });

  it('uses the configured separator character instead of ASCII 29', () => {
    const onScan = vi.fn();
    render(<ScanField onScan={onScan} separator="~" />);
    type('0107801234567894' + '10L1');
    fireEvent.keyDown(input(), { key: ']', ctrlKey: true });
    expect(input().value).toBe('010780123456789410L1~');
  });

  it('shows the empty message only when asked to', () => {
    const onScan = vi.fn();
    render(<ScanField onScan={onScan} emptyMessage="Por favor ingrese un código de barras válido" />);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onScan).not.toHaveBeenCalled();
    expect(screen.getByText('Por favor ingrese un código de barras válido')).toBeTruthy();
  });

  it.each(['permission-denied', 'no-camera', 'unsupported', 'in-use', 'no-cameras-available'] as const)(
    'camera failure %s shows its message and returns to manual entry',
    async (kind) => {
      vi.mocked(startCameraScan).mockRejectedValue(new CameraError(kind));
      render(<ScanField onScan={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Escanear con cámara' }));
      const alert = await screen.findByTestId('camera-error');
      expect(alert.textContent).toContain(CAMERA_ERROR_MESSAGES[kind]);
      expect(alert.textContent).toContain('Se cambió al ingreso manual.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(input()));
    },
  );

  it('passes a camera read to onScan and closes the camera', async () => {
    const onScan = vi.fn();
    const stop = vi.fn();
    vi.mocked(startCameraScan).mockImplementation(async ({ onCode }) => {
      setTimeout(() => onCode(']C10107801234567894\x1d10L9'), 0);
      return { stop };
    });
    render(<ScanField onScan={onScan} />);
    fireEvent.click(screen.getByRole('button', { name: 'Escanear con cámara' }));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(']C10107801234567894\x1d10L9', 'camera'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stop).toHaveBeenCalled();
  });
});
