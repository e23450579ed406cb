import { useEffect, useState } from 'react';

export type QrCodeState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/**
 * A PNG QR code of `text` as a data URL. The `qrcode` library (about 10 KB gzip) is loaded on first
 * use, so the pages that import shared-ui/widgets without this card do not download it.
 */
export function useQrCode(text: string): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qr) => qr.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (dataUrl) => live && setState({ status: 'ready', dataUrl }),
        (err: unknown) => {
          console.error('[shared-ui] QR code', err);
          if (live) setState({ status: 'error' });
        },
      );
    return () => {
      live = false;
    };
  }, [text]);

  return state;
}
