import { mediaCaption, voiceDuration } from './mediaText';

test("a voice note's length reads m:ss", () => {
  expect(voiceDuration(42)).toBe('0:42');
  expect(voiceDuration(7)).toBe('0:07');
  expect(voiceDuration(60)).toBe('1:00');
  expect(voiceDuration(725)).toBe('12:05');
  expect(voiceDuration(59.6)).toBe('1:00');
  expect(voiceDuration(0)).toBe('0:00');
  expect(voiceDuration(null)).toBeNull();
  expect(voiceDuration(-1)).toBeNull();
});

test("a medium's caption is the text after the channel's label", () => {
  expect(mediaCaption('[imagem]')).toBe('');
  expect(mediaCaption('[imagem] Olha o corte que eu quero')).toBe('Olha o corte que eu quero');
  expect(mediaCaption('[documento] Segue o pedido\nmédico')).toBe('Segue o pedido\nmédico');
  expect(mediaCaption('[documento]')).toBe('');
  expect(mediaCaption(null)).toBe('');
  // Text that carries no label is the caption as it is.
  expect(mediaCaption('Segue a foto')).toBe('Segue a foto');
});
