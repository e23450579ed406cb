import {
  emptyAppointmentForm,
  toNewAppointment,
  validateAppointmentForm,
  type AppointmentForm,
} from './appointmentForm';

const valid: AppointmentForm = {
  nome: ' Maria Oliveira ',
  data: '2026-03-18',
  inicio: '09:00',
  fim: '10:00',
  local: 'Online',
  num_cliente: '(11) 98765-4321',
  email_cliente: '',
  desc_agendamento: '  ',
};

describe('Novo Agendamento form', () => {
  it('accepts a complete form', () => {
    expect(validateAppointmentForm(valid)).toEqual({});
  });

  it('requires nome, data, inicio, fim and telefone', () => {
    expect(validateAppointmentForm(emptyAppointmentForm(''))).toEqual({
      nome: 'Informe o nome do cliente',
      data: 'Informe a data',
      inicio: 'Informe o horário de início',
      fim: 'Informe o horário de término',
      num_cliente: 'Informe o telefone',
    });
  });

  it('wants fim after inicio', () => {
    expect(validateAppointmentForm({ ...valid, fim: '08:30' }).fim).toBe(
      'O horário de término deve ser depois do horário de início',
    );
    expect(validateAppointmentForm({ ...valid, fim: '09:00' }).fim).toBeDefined();
  });

  it('wants a Brazilian phone with its area code', () => {
    expect(validateAppointmentForm({ ...valid, num_cliente: '98765-4321' }).num_cliente).toMatch(/Telefone inválido/);
    expect(validateAppointmentForm({ ...valid, num_cliente: '+55 11 98765-4321' })).toEqual({});
  });

  it("accepts no client's e-mail, or one with no whitespace and a single '@'", () => {
    expect(validateAppointmentForm({ ...valid, email_cliente: '   ' })).toEqual({});
    expect(validateAppointmentForm({ ...valid, email_cliente: ' maria@exemplo.com.br ' })).toEqual({});
    for (const email of [
      'maria',
      'maria@',
      '@exemplo.com',
      'maria oliveira@exemplo.com',
      'maria@@exemplo.com',
      'a@b@c',
    ]) {
      expect(validateAppointmentForm({ ...valid, email_cliente: email })).toEqual({ email_cliente: 'E-mail inválido' });
    }
  });

  it('sends the e-mail trimmed, or null when none was given', () => {
    expect(toNewAppointment({ ...valid, email_cliente: ' maria@exemplo.com ' }).email_cliente).toBe(
      'maria@exemplo.com',
    );
  });

  it('sends the phone as 55 + DDD + number and no blank description', () => {
    expect(toNewAppointment(valid)).toEqual({
      nome: 'Maria Oliveira',
      data: '2026-03-18',
      inicio: '09:00',
      fim: '10:00',
      local: 'Online',
      num_cliente: '5511987654321',
      email_cliente: null,
      desc_agendamento: null,
    });
  });
});
