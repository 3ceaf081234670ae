/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}
