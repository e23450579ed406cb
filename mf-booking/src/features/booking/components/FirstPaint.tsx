// The page's first paint, before any script has run: what the live page shows while its times load
// (the header with the business's name, the services and the days as grey blocks). The build renders
// it once with blanks (src/prerender.tsx); the shell's server fills them in for the business asked
// for (shared-build/booking-first-paint.mjs) and the live page replaces it when it mounts. Both take
// the blanks from one module, shared-build/booking-blanks.mjs.
import { BOOKING_BLANKS as BLANKS } from 'shared-build/booking-blanks';
import { MESSAGES } from '../messages';
import { ServiceDescriptionPlaceholder, ServiceListPlaceholder, ServicePlaceholder } from './ServicePicker';
import { Skeleton } from './States';
import { Column, Eyebrow, Header, Main, Title } from './styles';

/** The page: the name where the live page has it; the services section, when there is one, in between. */
export function FirstPaint() {
  return (
    <Main>
      <Column>
        <Header>
          <Eyebrow>{MESSAGES.eyebrow}</Eyebrow>
          <Title>{BLANKS.negocio}</Title>
        </Header>
        {BLANKS.servicos}
        <Skeleton />
      </Column>
    </Main>
  );
}

/** The services section, its rows left blank (one FirstPaintService per service). */
export function FirstPaintServices() {
  return <ServiceListPlaceholder>{BLANKS.itens}</ServiceListPlaceholder>;
}

/** One service's block: its name, price and description (a FirstPaintDescription) left blank. */
export function FirstPaintService() {
  return <ServicePlaceholder name={BLANKS.nome} price={BLANKS.valor} description={BLANKS.descricao} />;
}

export function FirstPaintDescription() {
  return <ServiceDescriptionPlaceholder>{BLANKS.texto}</ServiceDescriptionPlaceholder>;
}
