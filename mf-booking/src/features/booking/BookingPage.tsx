// /agendar/:slug — a business's public booking page: service, professional (in a team), day, time,
// the client's details, then the confirmation. Every request is plain fetch to the booking function (api.ts); the state
// lives in the hooks beside this file.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from 'shared-ui';
import type { BookingPageInfo } from './api';
import { MESSAGES, pageTitle } from './messages';
import { ContactForm } from './components/ContactForm';
import { DayStrip } from './components/DayStrip';
import { ProfessionalPicker } from './components/ProfessionalPicker';
import { NotFound, PageSkeleton, RetryMessage, Skeleton, Unavailable } from './components/States';
import { ServicePicker } from './components/ServicePicker';
import { Alert, Column, Eyebrow, Header, Main, Title } from './components/styles';
import { TimeGrid } from './components/TimeGrid';
import { useBookAppointment } from './useBookAppointment';
import { useBusinessPage, type EarlySlots } from './useBusinessPage';
import { useContactForm } from './useContactForm';
import { useProfessionalChoice } from './useProfessionalChoice';
import { useServiceChoice } from './useServiceChoice';
import { slotFilter } from './slotFilter';
import { useSlots } from './useSlots';

const Confirmation = lazy(() => import('./components/Confirmation'));

export function BookingPage() {
  const { slug = '' } = useParams();
  const { page, early } = useBusinessPage(slug);

  if (page.state === 'loading') return <PageSkeleton />;
  if (page.state === 'failed') {
    if (page.error.code === 'not_found') return <NotFound />;
    if (page.error.code === 'booking_unavailable') return <Unavailable />;
    return (
      <Main>
        <Column>
          <Title>Agendamento</Title>
          <RetryMessage message={page.error.message} onRetry={page.retry} />
        </Column>
      </Main>
    );
  }
  return <Booking slug={slug} info={page.value} early={early} />;
}

function Booking({ slug, info, early }: { slug: string; info: BookingPageInfo; early: EarlySlots }) {
  const negocio = info.negocio.nome;
  usePageTitle(pageTitle(negocio));
  const service = useServiceChoice(info.servicos);
  const professional = useProfessionalChoice(info.profissionais, service.service);
  const chosen = professional.selected?.id ?? null;
  const slots = useSlots(slug, info.janela, early, slotFilter(info, service.service, chosen));
  const contact = useContactForm();
  const booking = useBookAppointment({ slug, service, professional: chosen, slots, contact });
  const { slots: load, day, time } = slots;

  return (
    <Main>
      <Column>
        <Header>
          <Eyebrow>{MESSAGES.eyebrow}</Eyebrow>
          <Title>{negocio}</Title>
        </Header>
        {booking.booked ? (
          <Suspense fallback={<Skeleton label={MESSAGES.confirmed} />}>
            <Confirmation
              negocio={negocio}
              whatsapp={info.negocio.whatsapp ?? null}
              booked={booking.booked}
              service={service.name}
              professional={professional.asks ? (booking.booked.profissional?.nome ?? null) : null}
            />
          </Suspense>
        ) : (
          <>
            {info.servicos.length > 0 && (
              <ServicePicker
                ref={service.heading}
                services={info.servicos}
                duration={info.duracao}
                selected={service.service}
                onSelect={service.choose}
                error={service.error}
              />
            )}
            {professional.asks && (
              <ProfessionalPicker options={professional.options} selected={chosen} onSelect={professional.choose} />
            )}
            {load.state === 'loading' && <Skeleton />}
            {load.state === 'failed' && <RetryMessage message={load.error.message} onRetry={load.retry} />}
            {load.state === 'ready' && (
              <DayStrip
                days={slots.days}
                selected={day}
                onSelect={slots.chooseDay}
                onPrevious={slots.previous}
                onNext={slots.next}
              />
            )}
            {slots.notice && <Alert role="alert">{slots.notice}</Alert>}
            {load.state === 'ready' && day && slots.dayTimes.length > 0 && (
              <TimeGrid
                ref={slots.timesHeading}
                day={day}
                slots={slots.dayTimes}
                selected={time}
                onSelect={slots.chooseTime}
              />
            )}
            {time && (
              <ContactForm
                values={contact.values}
                errors={contact.errors}
                onChange={contact.change}
                onSubmit={() => void booking.submit()}
                busy={booking.busy}
                submitError={booking.error}
                fieldRefs={contact.fieldRefs}
              />
            )}
          </>
        )}
      </Column>
    </Main>
  );
}
