// /agendar/:slug — a business's public booking page: service, day, time, the client's details,
// then the confirmation. Every request is plain fetch to the booking function (api.ts).
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { bookSlot, BookingError, fetchPage, fetchSlots, type Booked, type BookingPageInfo, type Slot } from './api';
import { CONTACT_FIELDS, fieldOfError, validateContact, type ContactErrors, type ContactValues } from './contactForm';
import { addDays, minDay, saoPauloToday } from './days';
import { MESSAGES, pageTitle } from './messages';
import { takeServerPage } from './serverPage';
import { ContactForm, type FieldRefs } from './components/ContactForm';
import { DayStrip } from './components/DayStrip';
import { NotFound, PageSkeleton, RetryMessage, Skeleton } from './components/States';
import { ServicePicker } from './components/ServicePicker';
import { Alert, Column, Eyebrow, Header, Main, Title } from './components/styles';
import { TimeGrid } from './components/TimeGrid';
import { usePageTitle } from 'shared-ui';

const Confirmation = lazy(() => import('./components/Confirmation'));

/** Days shown at once: two weeks. */
export const WINDOW_DAYS = 14;

type Load<T> = { state: 'loading' } | { state: 'failed'; error: BookingError } | { state: 'ready'; value: T };

/** The first two weeks' slots, asked for together with the page (today is known before the page says so). */
interface EarlySlots {
  start: string;
  slots: Promise<Slot[]>;
}

const asBookingError = (err: unknown) =>
  err instanceof BookingError ? err : new BookingError('internal_error', 'Erro interno. Tente novamente.');

export function BookingPage() {
  const { slug = '' } = useParams();
  // The business the server sent with the page's first paint, when it did: no skeleton, no second ask.
  const [fromServer] = useState(() => takeServerPage(slug));
  const [page, setPage] = useState<Load<BookingPageInfo>>(
    fromServer ? { state: 'ready', value: fromServer } : { state: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const early = useRef<EarlySlots | null>(null);
  const served = useRef(fromServer ? `${slug}#0` : null);

  // A layout effect: it runs before the page's own (passive) effects, so when the business came with
  // the page the first two weeks' slots are already asked for when the page looks for them.
  useLayoutEffect(() => {
    let live = true;
    const start = saoPauloToday();
    const slots = fetchSlots(slug, start, addDays(start, WINDOW_DAYS - 1));
    slots.catch(() => {}); // a failure is seen, and retried, where the slots are used
    early.current = { start, slots };
    const key = `${slug}#${attempt}`;
    if (served.current === key) return; // the server's answer is the page
    served.current = null;
    setPage((current) => (current.state === 'loading' ? current : { state: 'loading' }));
    fetchPage(slug).then(
      (value) => live && setPage({ state: 'ready', value }),
      (err) => live && setPage({ state: 'failed', error: asBookingError(err) }),
    );
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  if (page.state === 'loading') return <PageSkeleton />;
  if (page.state === 'failed') {
    if (page.error.code === 'not_found') return <NotFound />;
    return (
      <Main>
        <Column>
          <Title>Agendamento</Title>
          <RetryMessage message={page.error.message} onRetry={() => setAttempt((n) => n + 1)} />
        </Column>
      </Main>
    );
  }
  return <Booking slug={slug} info={page.value} early={early} />;
}

function Booking({
  slug,
  info,
  early,
}: {
  slug: string;
  info: BookingPageInfo;
  early: { current: EarlySlots | null };
}) {
  const negocio = info.negocio.nome;
  usePageTitle(pageTitle(negocio));
  const { de: first, ate: last } = info.janela;

  const [windowStart, setWindowStart] = useState(first);
  const windowEnd = minDay(addDays(windowStart, WINDOW_DAYS - 1), last);
  const [slots, setSlots] = useState<Load<Slot[]>>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const [service, setService] = useState<string | null>(info.servicos.length === 1 ? info.servicos[0].codigo : null);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [contact, setContact] = useState<ContactValues>({ nome: '', telefone: '', email: '', observacao: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serviceError, setServiceError] = useState<string | undefined>();
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);

  const serviceHeading = useRef<HTMLHeadingElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs: FieldRefs = {
    nome: useRef<HTMLInputElement>(null),
    telefone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    observacao: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => {
    let live = true;
    setSlots({ state: 'loading' });
    // The slots asked for with the page serve the first two weeks once; later loads ask again.
    const asked = early.current?.start === windowStart ? early.current.slots : null;
    early.current = null;
    (asked ?? fetchSlots(slug, windowStart, windowEnd)).then(
      (value) => {
        if (!live) return;
        setSlots({ state: 'ready', value });
        // The chosen day stays chosen while it still has times; otherwise the first day with times.
        setDay((current) => (current && value.some((s) => s.data === current) ? current : (value[0]?.data ?? null)));
      },
      (err) => live && setSlots({ state: 'failed', error: asBookingError(err) }),
    );
    return () => {
      live = false;
    };
  }, [slug, windowStart, windowEnd, reload, early]);

  const free = useMemo(() => (slots.state === 'ready' ? slots.value : []), [slots]);
  const days = useMemo(() => [...new Set(free.map((s) => s.data))], [free]);
  const dayTimes = free.filter((s) => s.data === day);

  const chooseDay = (d: string) => {
    setDay(d);
    setTime(null);
    setSlotNotice(null);
  };
  const chooseTime = (t: string) => {
    setTime(t);
    setSlotNotice(null);
  };
  const moveWindow = (start: string) => {
    setWindowStart(start);
    setDay(null);
    setTime(null);
  };
  const changeContact = useCallback((field: keyof ContactValues, value: string) => {
    setContact((c) => ({ ...c, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const submit = async () => {
    setSubmitError(null);
    if (info.servicos.length && !service) {
      setServiceError(MESSAGES.serviceRequired);
      serviceHeading.current?.focus();
      return;
    }
    const found = validateContact(contact);
    setErrors(found);
    const firstBad = CONTACT_FIELDS.find((f) => found[f]);
    if (firstBad) {
      fieldRefs[firstBad].current?.focus();
      return;
    }
    if (!day || !time) return;
    setBusy(true);
    try {
      const result = await bookSlot(slug, {
        data: day,
        inicio: time,
        nome: contact.nome.trim(),
        telefone: contact.telefone,
        ...(contact.email.trim() ? { email: contact.email.trim() } : {}),
        ...(service ? { servico: service } : {}),
        ...(contact.observacao.trim() ? { observacao: contact.observacao.trim() } : {}),
      });
      setBooked(result);
    } catch (err) {
      const error = asBookingError(err);
      const field = fieldOfError(error.code);
      if (field) {
        setErrors({ [field]: error.message });
        fieldRefs[field].current?.focus();
      } else if (error.code === 'slot_taken' || error.status === 422) {
        // The time went (or is no longer offered): say so, show the times again; name and phone stay.
        setSlotNotice(error.message);
        setTime(null);
        setReload((n) => n + 1);
        timesHeading.current?.focus();
      } else {
        setSubmitError(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const serviceName = info.servicos.find((s) => s.codigo === service)?.nome ?? null;

  return (
    <Main>
      <Column>
        <Header>
          <Eyebrow>{MESSAGES.eyebrow}</Eyebrow>
          <Title>{negocio}</Title>
        </Header>
        {booked ? (
          <Suspense fallback={<Skeleton label={MESSAGES.confirmed} />}>
            <Confirmation
              negocio={negocio}
              whatsapp={info.negocio.whatsapp ?? null}
              booked={booked}
              service={serviceName}
            />
          </Suspense>
        ) : (
          <>
            {info.servicos.length > 0 && (
              <ServicePicker
                ref={serviceHeading}
                services={info.servicos}
                selected={service}
                onSelect={(codigo) => {
                  setService(codigo);
                  setServiceError(undefined);
                }}
                error={serviceError}
              />
            )}
            {slots.state === 'loading' && <Skeleton />}
            {slots.state === 'failed' && (
              <RetryMessage message={slots.error.message} onRetry={() => setReload((n) => n + 1)} />
            )}
            {slots.state === 'ready' && (
              <DayStrip
                days={days}
                selected={day}
                onSelect={chooseDay}
                onPrevious={windowStart > first ? () => moveWindow(addDays(windowStart, -WINDOW_DAYS)) : undefined}
                onNext={windowEnd < last ? () => moveWindow(addDays(windowEnd, 1)) : undefined}
              />
            )}
            {slotNotice && <Alert role="alert">{slotNotice}</Alert>}
            {slots.state === 'ready' && day && dayTimes.length > 0 && (
              <TimeGrid ref={timesHeading} day={day} slots={dayTimes} selected={time} onSelect={chooseTime} />
            )}
            {time && (
              <ContactForm
                values={contact}
                errors={errors}
                onChange={changeContact}
                onSubmit={() => void submit()}
                busy={busy}
                submitError={submitError}
                fieldRefs={fieldRefs}
              />
            )}
          </>
        )}
      </Column>
    </Main>
  );
}
