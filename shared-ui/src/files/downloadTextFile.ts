/** Saves text as a file through a Blob and an object URL (no server round trip). */
export function downloadTextFile(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: free the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
