import { useCallback, useEffect, useRef, useState } from 'react';
import { FunctionCallError } from 'shared-auth';
import { toast } from 'shared-ui';
import { cloudConnect, cloudSignupUrl, type CloudSignupResult, type InstanceAnswer } from '../api/whatsappInstance';
import { CONNECTION_MESSAGES } from '../utils/connectionMessages';
import { readSignupMessage } from '../utils/signupMessage';

/** How often the popup is checked for having been closed. */
const POPUP_POLL_MS = 500;
/**
 * The popup counts as closed when seen closed on this many checks in a row: Meta's page closes itself
 * right after posting its messages, which may still be on their way to this page.
 */
const CLOSED_CHECKS = 2;

const POPUP_NAME = 'meta-signup';
const POPUP_FEATURES = 'width=600,height=720';

/** opening: asking the function for the dialog's address; signup: the owner is in Meta's popup; connecting: cloud_connect. */
export type MetaSignupStage = 'idle' | 'opening' | 'signup' | 'connecting';

/** Codes of a call that got no answer of the function's own (its message is not for the owner). */
const TRANSPORT = new Set(['network_error', 'http_error']);

/** The function's own pt-BR message when it sent one, else the signup's. */
function signupFailure(err: unknown): string {
  if (err instanceof FunctionCallError && !TRANSPORT.has(err.code) && err.message) return err.message;
  return CONNECTION_MESSAGES.signupFailed;
}

interface MetaSignupOptions {
  /** cloud_connect's answer: the number connected. */
  onConnected: (answer: InstanceAnswer) => Promise<void> | void;
  /** The debug box. */
  log: (line: string) => void;
}

/**
 * 'Conectar com a Meta': Meta's Embedded Signup in a popup, then cloud_connect with what it posts.
 *
 * The popup is opened blank in the click itself, and sent to the dialog's address once cloud_signup
 * answers: browsers block a popup opened after an await (the click's user activation is gone by
 * then), and fetching the address ahead, when the step renders, would call the function for every
 * owner who picks the QR code or is already connected.
 *
 * Only `message` events from the dialog's origin count: the number's ids (WA_EMBEDDED_SIGNUP FINISH)
 * and the code (FB_LOGIN), in either order; once both are in, cloud_connect exchanges them. CANCEL,
 * ERROR, a popup closed before both arrived, or a failing call end the signup with a toast, and the
 * button can be pressed again.
 */
export function useMetaSignup({ onConnected, log }: MetaSignupOptions) {
  const [stage, setStage] = useState<MetaSignupStage>('idle');
  // Ends the signup under way (its listener and poll, and the popup when asked); null when none runs.
  const running = useRef<((closePopup: boolean) => void) | null>(null);
  const connectedHandler = useRef(onConnected);
  connectedHandler.current = onConnected;

  // Leaving the page ends a signup left open.
  useEffect(() => () => running.current?.(true), []);

  const start = useCallback(() => {
    if (running.current) return;
    const opened = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!opened) {
      log('O navegador bloqueou a janela da Meta');
      toast.error(CONNECTION_MESSAGES.popupBlocked);
      return;
    }
    const popup: Window = opened;
    let origin: string | null = null;
    let ids: Omit<CloudSignupResult, 'code'> | null = null;
    let code: string | null = null;
    let closedChecks = 0;

    function end(closePopup: boolean) {
      running.current = null;
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      if (closePopup && !popup.closed) popup.close();
    }

    function fail(err?: unknown) {
      if (running.current !== end) return;
      end(true);
      setStage('idle');
      log(`Cadastro na Meta não concluído${err === undefined ? '' : `: ${String(err)}`}`);
      toast.error(signupFailure(err));
    }

    async function connect(result: CloudSignupResult) {
      end(true);
      setStage('connecting');
      log('Cadastro na Meta concluído. Conectando o número…');
      try {
        await connectedHandler.current(await cloudConnect(result));
      } catch (err) {
        log(`Falha ao conectar o número da Meta: ${String(err)}`);
        toast.error(signupFailure(err));
      } finally {
        setStage('idle');
      }
    }

    function onMessage(event: MessageEvent) {
      if (origin === null || event.origin !== origin) return;
      const message = readSignupMessage(event.data);
      if (!message) return;
      if (message.kind === 'abandoned') return fail();
      if (message.kind === 'finish') ids = message.ids;
      else code = message.code;
      if (ids && code) void connect({ code, ...ids });
    }

    const poll = window.setInterval(() => {
      closedChecks = popup.closed ? closedChecks + 1 : 0;
      if (closedChecks >= CLOSED_CHECKS) fail();
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
    running.current = end;
    setStage('opening');
    log('Abrindo o cadastro da Meta…');

    cloudSignupUrl().then((url) => {
      if (running.current !== end) return;
      origin = url.origin;
      popup.location.href = url.href;
      setStage('signup');
    }, fail);
  }, [log]);

  return { stage, start };
}
