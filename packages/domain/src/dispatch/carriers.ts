import { CARRIERS, trackingTarget, type Carrier } from '../schemas/dispatch.schema';

export interface CarrierOption {
  value: Carrier;
  label: string;
  /** The carrier's public tracking page; the tracking number is appended. Null: no external tracking. */
  tracking_url_base: string | null;
}

/** The ten carrier options (spec 2 §3); propio and por_asignar have no tracking page. */
export const CARRIER_OPTIONS: readonly CarrierOption[] = [
  { value: 'propio', label: 'Transporte propio', tracking_url_base: null },
  { value: 'starken', label: 'Starken', tracking_url_base: 'https://www.starken.cl/seguimiento?codigo=' },
  { value: 'chilexpress', label: 'Chilexpress', tracking_url_base: 'https://centrodeayuda.chilexpress.cl/seguimiento/' },
  { value: 'bluexpress', label: 'Blue Express', tracking_url_base: 'https://www.blue.cl/seguimiento/?n_seguimiento=' },
  { value: 'dhl', label: 'DHL', tracking_url_base: 'https://www.dhl.com/cl-es/home/tracking.html?tracking-id=' },
  { value: 'fedex', label: 'FedEx', tracking_url_base: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { value: 'ups', label: 'UPS', tracking_url_base: 'https://www.ups.com/track?tracknum=' },
  {
    value: 'correos',
    label: 'Correos de Chile',
    tracking_url_base: 'https://www.correos.cl/web/guest/seguimiento-en-linea?codigos=',
  },
  { value: 'turbus_cargo', label: 'Turbus Cargo', tracking_url_base: 'https://www.turbuscargo.cl/seguimiento/?orden=' },
  { value: 'por_asignar', label: 'Por asignar', tracking_url_base: null },
];

const BY_VALUE = new Map(CARRIER_OPTIONS.map((option) => [option.value as string, option]));

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/** A carrier's label; an unknown value shows as it is. */
export function carrierLabel(value: string | null | undefined): string {
  if (!value) return '—';
  return BY_VALUE.get(value)?.label ?? value;
}

export function carrierTrackingBase(value: string | null | undefined): string | null {
  return (value && BY_VALUE.get(value)?.tracking_url_base) || null;
}

/** What opening a shipment's tracking does (spec 2 §5 'Tracking opening'): a URL or a message. */
export function shipmentTracking(shipment: { carrier?: string | null; tracking_number?: string | null }) {
  return trackingTarget(shipment, carrierTrackingBase(shipment.carrier));
}
