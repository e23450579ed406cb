// The satisfaction question sent when an attendance closes (queued on the attendance by
// close_attendance): claimed with a lease and a claim token like the reminders (fenced: the outcome
// of a claim that ran out is refused), sent in the client's thread as the
// platform's, the outcome recorded. A SAIR recorded after the claim still wins: asked again right
// before the send. reminders-dispatch sends what is due each minute; the inbox's
// 'Concluir' sends its own at once.
import { isChannelError, lastingRefusal } from './channel/index.ts';
import { conversationRpc, NoInstanceError, OutsideWindowError, sendRecorded } from './conversation.ts';
import { clientOptedOut } from './optOut.ts';
import { isDailyCap } from './sendCaps.ts';

export const surveyQuestion = (negocio: string) => `De 0 a 10, quanto você recomendaria ${negocio} a um amigo?`;

interface ClaimedSurvey {
  id: string;
  /** This claim's token: finish_survey refuses an outcome without it (the lease ran out, re-claimed). */
  token: string;
  user_id: string;
  chat: string;
  opt_out: boolean;
  negocio: string;
}

type SurveyOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** A refusal of the gateway that will not change (4xx but time-outs and rate limits): failed. */
function outcomeOf(err: unknown): SurveyOutcome {
  if (err instanceof NoInstanceError || err instanceof OutsideWindowError || isDailyCap(err)) return 'failed';
  if (isChannelError(err) && lastingRefusal(err)) return 'failed';
  return 'retry';
}

async function sendOne(s: ClaimedSurvey): Promise<SurveyOutcome> {
  if (s.opt_out) return 'skipped';
  try {
    if (await clientOptedOut(s.user_id, s.chat)) return 'skipped';
    await sendRecorded(s.user_id, s.chat, 'plataforma', surveyQuestion(s.negocio), {
      template: { tipo: 'pesquisa', params: [s.negocio] },
    });
    return 'sent';
  } catch (err) {
    console.warn('[survey] not sent:', s.id, (err as Error).message);
    return outcomeOf(err);
  }
}

/** Sends the surveys due (or only `attendance`'s); how many went out. */
export async function sendDueSurveys(options: { limit?: number; attendance?: string } = {}): Promise<number> {
  const claimed = await conversationRpc<ClaimedSurvey[]>('claim_due_surveys', {
    p_limit: options.limit ?? 50,
    p_lease_seconds: 120,
    p_atendimento: options.attendance ?? null,
  });
  let sent = 0;
  for (const survey of claimed) {
    const outcome = await sendOne(survey);
    await conversationRpc('finish_survey', { p_id: survey.id, p_token: survey.token, p_outcome: outcome });
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}
