import { clientName } from './clientName';

test('the name when the client has one, else the formatted number', () => {
  expect(clientName({ nome: 'Maria Silva', telefone: '5511987654321' })).toBe('Maria Silva');
  expect(clientName({ nome: null, telefone: '5511987654321' })).toBe('(11) 98765-4321');
  expect(clientName({ nome: '  ', telefone: '5511987654321' })).toBe('(11) 98765-4321');
});
