import { useEffect, useState } from 'react';
import { whenIdle } from '../../internal/whenIdle';

export type QrCodeState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/**
 * A PNG QR code of `text` as a data URL, made once `wanted` is true (the card's QR area is near the
 * screen). The `qrcode` library (about 10 KB gzip) is loaded only then, so the pages that import
 * shared-ui/widgets without this card do not download it, and drawing the code (a long task on a
 * phone) waits for an idle moment, so it never holds back the page's first screen.
 */
export function useQrCode(text: string, wanted = true): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'loading' });

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let cancelIdle = () => {};
    setState({ status: 'loading' });
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then(
        (qr) =>
          new Promise<string>((resolve, reject) => {
            if (!live) return;
            cancelIdle = whenIdle(() => {
              qr.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then(resolve, reject);
            }, 50);
          }),
      )
      .then(
        (dataUrl) => live && setState({ status: 'ready', dataUrl }),
        (err: unknown) => {
          console.error('[shared-ui] QR code', err);
          if (live) setState({ status: 'error' });
        },
      );
    return () => {
      live = false;
      cancelIdle();
    };
  }, [text, wanted]);

  return state;
}
