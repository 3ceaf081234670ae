import { formatNumberCL } from '@bodega/domain';
import type { ChainVerification } from '@bodega/domain';

const number = (n: number) => formatNumberCL(n);

/** The verification in the users' words: what was proven, from where, and what is left. */
export function verificationMessage(r: ChainVerification): string {
  const unsealed = r.unsealed ? `; ${number(r.unsealed)} pendientes de sellar` : '';
  if (!r.valid) {
    const where = r.first_broken?.id
      ? `en el evento ${r.first_broken.id}${r.first_broken.chain_seq ? ` (eslabón ${r.first_broken.chain_seq})` : ''}`
      : `en el eslabón ${r.first_broken?.chain_seq}`;
    const count = r.broken.length;
    const more = count > 1 ? ` (${number(count)}${r.broken_limit_reached ? ' o más' : ''} eslabones alterados en total)` : '';
    return `Cadena alterada ${where}: ${r.first_broken?.reason}${more}`;
  }
  if (r.mode === 'full') return `Cadena íntegra: verificación completa de ${number(r.verified_through_seq)} eventos${unsealed}`;
  const fresh =
    r.verified_from_seq === 0
      ? ''
      : r.checked > 0
        ? ` (${number(r.checked)} nuevos revisados desde el punto de control del evento ${number(r.verified_from_seq)})`
        : ' (sin eventos nuevos desde el último punto de control)';
  if (!r.complete) {
    return `Cadena íntegra hasta el evento ${number(r.verified_through_seq)} de ${number(r.chain_length)}; faltan ${number(r.chain_length - r.verified_through_seq)} por verificar${unsealed}`;
  }
  return `Cadena íntegra: verificada hasta el evento ${number(r.verified_through_seq)}${fresh}${unsealed}`;
}
