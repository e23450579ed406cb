/** A picked file's text, decoded as UTF-8 (FileReader: Blob.text() is missing in older browsers and jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsText(file, 'utf-8');
  });
}
