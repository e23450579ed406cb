// A subscription as Asaas puts it in its subscription events (SUBSCRIPTION_CREATED, _UPDATED,
// _INACTIVATED, _DELETED). Asaas's published example writes the dates inside the subscription as
// DD/MM/YYYY there, unlike its API (YYYY-MM-DD), so the sandbox does the same: a webhook that reads
// these events must accept both.
import { brDate } from './dates.ts';
import type { Subscription } from './store.ts';

export interface SubscriptionInEvent {
  object: 'subscription';
  id: string;
  dateCreated: string | null;
  customer: string;
  paymentLink: null;
  value: number;
  nextDueDate: string | null;
  cycle: Subscription['cycle'];
  description: string | null;
  billingType: Subscription['billingType'];
  deleted: boolean;
  status: Subscription['status'];
  externalReference: string | null;
  endDate: string | null;
  maxPayments: number | null;
  sendPaymentByPostalService: false;
}

export function subscriptionInEvent(s: Subscription): SubscriptionInEvent {
  return {
    object: 'subscription',
    id: s.id,
    dateCreated: brDate(s.dateCreated),
    customer: s.customer,
    paymentLink: null,
    value: s.value,
    nextDueDate: brDate(s.nextDueDate),
    cycle: s.cycle,
    description: s.description,
    billingType: s.billingType,
    deleted: s.deleted,
    status: s.status,
    externalReference: s.externalReference,
    endDate: brDate(s.endDate),
    maxPayments: s.maxPayments ?? null,
    sendPaymentByPostalService: false,
  };
}
