import { downloadTextFile } from './downloadTextFile';

describe('downloadTextFile', () => {
  it('downloads through a Blob and an object URL, then frees the URL', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:agenda');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('agendamentos.csv');
      expect(this.href).toBe('blob:agenda');
    });

    downloadTextFile('agendamentos.csv', '\uFEFFdata,nome\r\n');

    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(blob.size).toBe(new TextEncoder().encode('\uFEFFdata,nome\r\n').length);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:agenda');
    jest.useRealTimers();
  });
});
