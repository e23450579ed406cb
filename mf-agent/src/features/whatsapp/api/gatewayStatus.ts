import { callInstance, type InstanceAnswer } from './whatsappInstance';

/**
 * What the widget shows after `answer`: the answer itself, keeping the QR code already on screen while
 * still connecting and the answer brings none (a QR stays valid while connecting); none otherwise.
 */
export function shownAnswer(previous: InstanceAnswer | undefined, answer: InstanceAnswer): InstanceAnswer {
  if (answer.status !== 'connecting') return { ...answer, qrcode: null };
  if (answer.qrcode?.base64) return answer;
  return { ...answer, qrcode: previous?.status === 'connecting' ? (previous.qrcode ?? null) : null };
}

/**
 * The gateway's status; while a QR code connection is connecting without a QR code, the QR is asked
 * for too (a Cloud API number has none). A poll cancelled meanwhile (`signal`) asks nothing more.
 */
export async function fetchGatewayStatus(signal: AbortSignal): Promise<InstanceAnswer> {
  const answer = await callInstance('status');
  if (answer.status !== 'connecting' || answer.channel === 'cloud' || answer.qrcode || signal.aborted) return answer;
  return callInstance('qrcode');
}
