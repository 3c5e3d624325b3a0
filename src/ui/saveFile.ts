/** Hands a file made in the page to the browser's download, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
