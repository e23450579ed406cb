import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../hooks/fakeIntersectionObserver';
import { renderWithTheme } from '../../test-utils';
import { BookingPageCard } from './BookingPageCard';

// The QR library as a stand-in that counts how often the page loads it.
let mockQrLoads = 0;
const mockToDataURL = jest.fn(async (_text: string, _options: object) => 'data:image/png;base64,UVI=');
jest.mock('qrcode', () => {
  mockQrLoads += 1;
  return { __esModule: true, toDataURL: mockToDataURL };
});

const LINK = 'http://localhost/agendar/clinica-bem-estar';

describe('BookingPageCard below the fold', () => {
  let uninstall = () => {};
  let idleTasks: IdleRequestCallback[] = [];

  // The idle stand-ins stay until the file ends: the card is unmounted after each test and cancels then.
  beforeAll(() => {
    window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => idleTasks.push(task));
    window.cancelIdleCallback = jest.fn();
  });
  afterAll(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  beforeEach(() => {
    uninstall = installFakeIntersectionObserver();
    idleTasks = [];
  });
  afterEach(() => uninstall());

  it('loads and draws the QR code only once its box is near the screen and the page is idle', async () => {
    renderWithTheme(<BookingPageCard slug="clinica-bem-estar" />);
    const card = screen.getByRole('region', { name: 'Sua página de agendamento' });
    const waiting = within(card).getByText('Gerando QR Code...');
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.observed).toHaveLength(1);
    expect(observer.observed[0]).toContainElement(waiting);
    expect(observer.options.rootMargin).toBe('200px');

    // Far from the screen: the link works, the QR library is not even downloaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    act(() => observer.report(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(mockQrLoads).toBe(0);
    expect(idleTasks).toHaveLength(0);
    expect(within(card).getByText(LINK)).toBeInTheDocument();
    expect(within(card).getByText('Gerando QR Code...')).toBeInTheDocument();

    // Near the screen: the library loads, and the drawing waits for an idle moment.
    act(() => observer.report(true));
    await waitFor(() => expect(idleTasks).toHaveLength(1));
    expect(mockQrLoads).toBe(1);
    expect(mockToDataURL).not.toHaveBeenCalled();
    expect(within(card).getByText('Gerando QR Code...')).toBeInTheDocument();

    act(() => idleTasks[0]({ didTimeout: false, timeRemaining: () => 50 }));
    const qr = await within(card).findByRole('img', { name: 'QR Code da sua página de agendamento' });
    expect(mockToDataURL).toHaveBeenCalledWith(LINK, expect.objectContaining({ width: 480 }));
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,UVI=');
    expect(within(card).getByRole('link', { name: 'Baixar QR Code' })).toHaveAttribute(
      'download',
      'qrcode-agendamento-clinica-bem-estar.png',
    );
  });
});
