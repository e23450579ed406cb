import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { toast } from '../../toast/toast';
import { BookingPageCard } from './BookingPageCard';
import { bookingPageLink } from './bookingPageLink';

// jsdom's page is http://localhost/.
const LINK = 'http://localhost/agendar/clinica-bem-estar';

describe('BookingPageCard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the page link, a way to open it and a QR code to download', async () => {
    renderWithTheme(<BookingPageCard slug="clinica-bem-estar" />);
    const card = screen.getByRole('region', { name: 'Sua página de agendamento' });
    expect(within(card).getByText(LINK)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir página' })).toHaveAttribute('href', LINK);
    expect(within(card).getByText('Gerando QR Code...')).toBeInTheDocument();

    const qr = await within(card).findByRole('img', { name: 'QR Code da sua página de agendamento' });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const download = within(card).getByRole('link', { name: 'Baixar QR Code' });
    expect(download).toHaveAttribute('href', qr.getAttribute('src'));
    expect(download).toHaveAttribute('download', 'qrcode-agendamento-clinica-bem-estar.png');
  });

  it("copies the link with 'Copiar link' and says so", async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    renderWithTheme(<BookingPageCard slug="clinica-bem-estar" />);
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
    expect(success).toHaveBeenCalledWith('Link copiado!');
    await screen.findByRole('img', { name: 'QR Code da sua página de agendamento' });
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(toast, 'error');
    renderWithTheme(<BookingPageCard slug="clinica-bem-estar" />);
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(failure).toHaveBeenCalledWith('Não foi possível copiar o link. Selecione o endereço e copie manualmente.');
    await screen.findByRole('img', { name: 'QR Code da sua página de agendamento' });
  });

  it('builds the link on the current site', () => {
    expect(bookingPageLink('ana-lima', 'https://app.atende.ai')).toBe('https://app.atende.ai/agendar/ana-lima');
  });
});
