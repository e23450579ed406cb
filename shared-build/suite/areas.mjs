// The backend's areas, as the journeys' tags name them ('@backend-booking'): the functions each area
// is made of. A change confined to an area's functions runs the journeys tagged with it; a change
// anywhere else in the backend (the schema, the shared code) runs them all.
export const BACKEND_AREAS = {
  payments: ['billing', 'payments', 'payments-webhook'],
  booking: ['booking', 'google-calendar', 'google-calendar-callback'],
  reminders: ['reminders-dispatch', 'send-notification'],
  assistant: [
    'agent-activate',
    'assistant-forward',
    'assistant-reply',
    'assistant-tools',
    'whatsapp-instance',
    'whatsapp-webhook',
    'whatsapp-cloud-webhook',
  ],
  conversations: ['conversations'],
  staff: ['staff-login'],
};

/** Functions no page calls (the runtime's health check): a change to them selects no journey. */
export const NO_JOURNEY = ['health'];

/** The journeys' tag of an area. */
export const areaTag = (area) => `@backend-${area}`;

/** The area a function belongs to, or undefined. */
export function areaOf(fn) {
  return Object.keys(BACKEND_AREAS).find((a) => BACKEND_AREAS[a].includes(fn));
}
