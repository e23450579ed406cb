import { render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { appointmentStatusDisplay, BOOKED_STATUSES } from './appointmentStatus';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';

describe('appointment status', () => {
  it.each([
    ['agendado', 'Agendado', 'info'],
    ['confirmado', 'Confirmado', 'success'],
    ['reagendado', 'Reagendado', 'warning'],
    ['cancelado', 'Cancelado', 'danger'],
  ])('%s reads %s in the %s tone', (status, label, tone) => {
    expect(appointmentStatusDisplay(status)).toEqual({ label, tone });
  });

  it('shows an unknown status as it came, neutral', () => {
    expect(appointmentStatusDisplay('pendente')).toEqual({ label: 'pendente', tone: 'neutral' });
    expect(appointmentStatusDisplay('toString')).toEqual({ label: 'toString', tone: 'neutral' });
  });

  it('lists the four statuses of a booked appointment, without the free slot', () => {
    expect(BOOKED_STATUSES).toEqual(['agendado', 'confirmado', 'reagendado', 'cancelado']);
  });

  it('renders the label with its tone', () => {
    render(
      <UiProvider>
        <AppointmentStatusBadge status="confirmado" />
      </UiProvider>,
    );
    expect(screen.getByText('Confirmado')).toHaveAttribute('data-tone', 'success');
  });
});
