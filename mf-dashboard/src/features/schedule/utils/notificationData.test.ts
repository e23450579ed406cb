import { notificationData } from './notificationData';

describe('notificationData', () => {
  it('gives the name, the date in pt-BR and the start time', () => {
    expect(notificationData({ nome: 'Maria', data: '2026-03-18', inicio: '14:30:00' })).toEqual({
      nome: 'Maria',
      data: '18/03/2026',
      hora: '14:30',
    });
  });

  it('calls a nameless client Cliente', () => {
    expect(notificationData({ nome: null, data: '2026-03-18', inicio: '14:30:00' }).nome).toBe('Cliente');
  });
});
