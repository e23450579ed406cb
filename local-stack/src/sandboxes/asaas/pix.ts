// PIX for the sandbox: a BR Code (the EMV "copia e cola" payload the Banco Central specifies, with
// its CRC16) and its QR code as a real PNG, base64 without a data: prefix, as Asaas returns it.
import QRCode from 'qrcode';

/** One EMV field: id, two-digit length, value. */
function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), the BR Code checksum. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Dynamic BR Code for a charge: its location URL (without scheme), the amount, the receiver. */
export function pixPayload(location: string, value: number): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // dynamic: the code is for this charge only
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', location)) +
    tlv('52', '0000') +
    tlv('53', '986') + // BRL
    tlv('54', value.toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', 'ATENDE AI SANDBOX') +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', '***')) +
    '6304';
  return body + crc16(body);
}

export async function qrPngBase64(payload: string): Promise<string> {
  const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
  return png.toString('base64');
}
