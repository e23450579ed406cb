// Every function the browser calls with callFunction() (shared-auth), by name: what it takes and
// what it answers, from the contracts. A function answering per action (`by`) maps each action to its
// answer, so a caller naming the action gets that answer's type.
import type { AgentActivateAnswer, AgentActivateRequest } from './agentActivate.ts';
import type { BillingAnswer, BillingCancelAnswer, BillingRequest } from './billing.ts';
import type { ConversationsAnswers, ConversationsRequest } from './conversations.ts';
import type { GoogleCalendarAnswers, GoogleCalendarRequest } from './googleCalendar.ts';
import type { PaymentsAnswer, PaymentsRequest } from './payments.ts';
import type { SendNotificationAnswer, SendNotificationRequest } from './sendNotification.ts';
import type { StaffLoginAnswer, StaffLoginRequest } from './staffLogin.ts';
import type {
  CloudSignupAnswer,
  WhatsappInstanceAnswer,
  WhatsappInstanceRequest,
  WhatsappTemplatesAnswer,
} from './whatsappInstance.ts';

export interface FunctionContracts {
  'agent-activate': { request: AgentActivateRequest; answer: AgentActivateAnswer };
  billing: { request: BillingRequest; by: 'action'; answers: { cancel: BillingCancelAnswer }; answer: BillingAnswer };
  conversations: { request: ConversationsRequest; by: 'acao'; answers: ConversationsAnswers };
  'google-calendar': { request: GoogleCalendarRequest; by: 'action'; answers: GoogleCalendarAnswers };
  payments: { request: PaymentsRequest; answer: PaymentsAnswer };
  'send-notification': { request: SendNotificationRequest; answer: SendNotificationAnswer };
  'staff-login': { request: StaffLoginRequest; answer: StaffLoginAnswer };
  'whatsapp-instance': {
    request: WhatsappInstanceRequest;
    by: 'action';
    answers: { cloud_signup: CloudSignupAnswer; templates: WhatsappTemplatesAnswer };
    answer: WhatsappInstanceAnswer;
  };
}

export type FunctionName = keyof FunctionContracts;

export type FunctionRequest<N extends FunctionName> = FunctionContracts[N]['request'];

/**
 * The answer to `body` sent to function N: the answer of the action the body names (for a function
 * answering per action), else the function's one answer (billing without an action: its summary).
 */
export type FunctionAnswer<N extends FunctionName, Body = FunctionRequest<N>> = FunctionContracts[N] extends {
  by: infer K extends string;
  answers: infer M;
}
  ? Body extends { [P in K]: infer A extends keyof M }
    ? M[A]
    : FunctionContracts[N] extends { answer: infer D }
      ? D
      : M[keyof M]
  : FunctionContracts[N] extends { answer: infer D }
    ? D
    : never;
