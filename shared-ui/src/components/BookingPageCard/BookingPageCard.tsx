import styled from 'styled-components';
import { Button } from '../Button/Button';
import { LinkButton } from '../Button/LinkButton';
import { Card } from '../Card/Card';
import { useNearViewport } from '../../hooks/useNearViewport';
import { toast } from '../../toast/toast';
import { bookingPageLink } from './bookingPageLink';
import { useQrCode } from './useQrCode';

export const BOOKING_PAGE_MESSAGES = {
  title: 'Sua página de agendamento',
  description:
    'Seus clientes escolhem o dia e o horário e agendam sozinhos. Divulgue no Instagram, no Google e no WhatsApp.',
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link. Selecione o endereço e copie manualmente.',
  qrAlt: 'QR Code da sua página de agendamento',
  qrLoading: 'Gerando QR Code...',
  qrFailed: 'Não foi possível gerar o QR Code.',
} as const;

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const LinkColumn = styled.div`
  display: flex;
  flex: 1 1 260px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Address = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const QrColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// The box keeps its size while the code is made, so nothing below it moves.
const QrBox = styled.div`
  display: grid;
  place-items: center;
  width: 160px;
  height: 160px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;

  img {
    width: 148px;
    height: 148px;
  }
`;

export interface BookingPageCardProps {
  /** The owner's handle (profiles.booking_slug). */
  slug: string;
  /** Heading level of the card's title, to fit the page outline (default h2). */
  titleAs?: 'h2' | 'h3';
}

/**
 * 'Sua página de agendamento': the public page's address, 'Copiar link', 'Abrir página' and a QR code
 * to download and print (for the counter, a flyer or a post).
 */
export function BookingPageCard({ slug, titleAs = 'h2' }: BookingPageCardProps) {
  const link = bookingPageLink(slug);
  // The code is made only when its box comes near the screen: on a phone the card is often far below.
  const [qrBoxRef, qrNear] = useNearViewport<HTMLDivElement>();
  const qr = useQrCode(link, qrNear);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(BOOKING_PAGE_MESSAGES.copied);
    } catch (err) {
      console.warn('[shared-ui] copy booking link', err);
      toast.error(BOOKING_PAGE_MESSAGES.copyFailed);
    }
  };

  return (
    <Card
      as="section"
      title={BOOKING_PAGE_MESSAGES.title}
      titleAs={titleAs}
      description={BOOKING_PAGE_MESSAGES.description}
    >
      <Body>
        <LinkColumn>
          <Address>{link}</Address>
          <Row>
            <Button size="sm" onClick={() => void copy()}>
              Copiar link
            </Button>
            <LinkButton $variant="secondary" $size="sm" href={link} target="_blank" rel="noopener noreferrer">
              Abrir página
            </LinkButton>
          </Row>
        </LinkColumn>
        <QrColumn>
          <QrBox ref={qrBoxRef} aria-busy={qr.status === 'loading' || undefined}>
            {qr.status === 'ready' && <img src={qr.dataUrl} alt={BOOKING_PAGE_MESSAGES.qrAlt} />}
            {qr.status === 'loading' && <span>{BOOKING_PAGE_MESSAGES.qrLoading}</span>}
            {qr.status === 'error' && <span role="alert">{BOOKING_PAGE_MESSAGES.qrFailed}</span>}
          </QrBox>
          {qr.status === 'ready' && (
            <LinkButton $variant="secondary" $size="sm" href={qr.dataUrl} download={`qrcode-agendamento-${slug}.png`}>
              Baixar QR Code
            </LinkButton>
          )}
        </QrColumn>
      </Body>
    </Card>
  );
}
