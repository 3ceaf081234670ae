import { ean13CheckDigit, requiresSerialByDefault } from '@bodega/domain';
import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock';
import { ledger } from '../../modules/ledger/ledger';
import type { Database } from '../schema';
import { prng } from './prng';

/**
 * A Chilean hospital's warehouses, zones, locations and products with lots and expiries
 * Deterministic: the same data on every empty database. Stock enters through the
 * ledger as RECEPTION events, so the traceability log starts consistent with the inventory.
 */

function ean13(n: number): string {
  const body = `780${String(4200000 + n).padStart(9, '0')}`;
  return body + ean13CheckDigit(body);
}

function addDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface ZoneSeed {
  code: string;
  name: string;
  description: string;
  weight: number;
  capacity: number;
  aisles: string[];
  racks: number;
  levels: number;
  type?: string;
}

const WAREHOUSES: Array<{ code: string; name: string; address: string; description: string; zones: ZoneSeed[] }> = [
  {
    code: 'BOD-CEN',
    name: 'Bodega Central Hospital Clínico',
    address: 'Av. Santos Dumont 999, Independencia, Santiago',
    description: 'Bodega principal de insumos clínicos y dispositivos médicos',
    zones: [
      {
        code: 'INS',
        name: 'Insumos Generales',
        description: 'Insumos de uso clínico general',
        weight: 0.4,
        capacity: 70000,
        aisles: ['A', 'B'],
        racks: 5,
        levels: 2,
      },
      {
        code: 'IMP',
        name: 'Implantes y DM Priorizados',
        description: 'Acceso restringido: implantables con registro sanitario',
        weight: 0.8,
        capacity: 800,
        aisles: ['C'],
        racks: 4,
        levels: 2,
      },
      {
        code: 'EQP',
        name: 'Equipos Médicos',
        description: 'Equipos y accesorios críticos',
        weight: 1.2,
        capacity: 300,
        aisles: ['D'],
        racks: 2,
        levels: 2,
      },
      {
        code: 'REC',
        name: 'Recepción',
        description: 'Andén de recepción y control de calidad',
        weight: 0.2,
        capacity: 2000,
        aisles: ['R'],
        racks: 2,
        levels: 1,
        type: 'receiving',
      },
    ],
  },
  {
    code: 'BOD-FAR',
    name: 'Bodega Farmacia',
    address: 'Av. Santos Dumont 999, Pabellón 2, Santiago',
    description: 'Fármacos, sueros y cadena de frío',
    zones: [
      {
        code: 'FAR',
        name: 'Fármacos',
        description: 'Medicamentos de dispensación',
        weight: 0.5,
        capacity: 60000,
        aisles: ['F', 'G'],
        racks: 5,
        levels: 2,
      },
      {
        code: 'FRIO',
        name: 'Cadena de Frío',
        description: 'Refrigerado 2 °C a 8 °C',
        weight: 0.9,
        capacity: 2600,
        aisles: ['K'],
        racks: 3,
        levels: 2,
      },
    ],
  },
];

interface ProductSeed {
  name: string;
  category: string;
  zone: string;
  unit: string;
  min: number;
  max: number;
  box: number;
  dm?: { tipo: 'Implantable' | 'Equipo Médico Crítico' | 'Acreditación'; categorizacion?: string; registro: boolean };
  serialised?: boolean;
}

const BASES: Array<Omit<ProductSeed, 'name'> & { names: string[] }> = [
  {
    category: 'Insumos Médicos',
    zone: 'INS',
    unit: 'unidad',
    min: 200,
    max: 2000,
    box: 100,
    names: [
      'Guante de nitrilo talla S',
      'Guante de nitrilo talla M',
      'Guante de nitrilo talla L',
      'Guante estéril de látex 7',
      'Guante estéril de látex 7,5',
      'Jeringa 3 ml con aguja 23G',
      'Jeringa 5 ml con aguja 21G',
      'Jeringa 10 ml luer lock',
      'Jeringa 20 ml luer lock',
      'Aguja hipodérmica 21G',
      'Aguja hipodérmica 23G',
      'Aguja hipodérmica 25G',
      'Gasa estéril 10x10 cm',
      'Gasa no estéril 7,5x7,5 cm',
      'Apósito transparente 6x7 cm',
      'Apósito hidrocoloide 10x10 cm',
      'Venda elástica 10 cm',
      'Tela adhesiva de papel 2,5 cm',
      'Mascarilla quirúrgica tres pliegues',
      'Respirador N95',
      'Bata quirúrgica estéril L',
      'Gorro quirúrgico desechable',
      'Cubrecalzado desechable',
      'Sabanilla clínica desechable',
      'Alcohol gel 500 ml',
      'Clorhexidina 2 % 1 L',
      'Povidona yodada 10 % 1 L',
      'Tórula de algodón estéril',
      'Bajalengua de madera',
      'Termómetro digital',
      'Pañal adulto talla M',
      'Pañal adulto talla L',
      'Toalla húmeda clínica',
      'Riñonera desechable',
      'Frasco de muestra estéril',
      'Tubo de recolección EDTA',
      'Tubo de recolección citrato',
      'Lanceta de seguridad',
      'Tira reactiva de glucosa',
      'Cánula de Guedel N° 3',
    ],
  },
  {
    category: 'Insumos Médicos',
    zone: 'INS',
    unit: 'unidad',
    min: 50,
    max: 600,
    box: 25,
    names: [
      'Catéter venoso periférico 18G',
      'Catéter venoso periférico 20G',
      'Catéter venoso periférico 22G',
      'Catéter venoso central 3 lúmenes',
      'Sonda Foley 14 Fr',
      'Sonda Foley 16 Fr',
      'Sonda nasogástrica 14 Fr',
      'Sonda de aspiración 12 Fr',
      'Bajada de suero macrogotero',
      'Bajada de suero microgotero',
      'Llave de tres pasos',
      'Equipo de bomba de infusión',
      'Bolsa recolectora de orina 2 L',
      'Electrodo ECG adulto',
      'Circuito de ventilación adulto',
      'Mascarilla de oxígeno adulto',
      'Naricera de oxígeno adulto',
      'Tubo endotraqueal 7,5',
      'Tubo endotraqueal 8,0',
      'Sutura nylon 3-0',
      'Sutura vicryl 2-0',
      'Sutura seda 2-0',
      'Hoja de bisturí N° 15',
      'Hoja de bisturí N° 22',
      'Drenaje Jackson-Pratt',
    ],
  },
  {
    category: 'Fármacos',
    zone: 'FAR',
    unit: 'unidad',
    min: 300,
    max: 3000,
    box: 50,
    names: [
      'Paracetamol 500 mg comprimido',
      'Paracetamol 1 g/100 ml inyectable',
      'Ketorolaco 30 mg ampolla',
      'Metamizol 1 g ampolla',
      'Tramadol 100 mg ampolla',
      'Morfina 10 mg ampolla',
      'Omeprazol 40 mg inyectable',
      'Ondansetrón 8 mg ampolla',
      'Metoclopramida 10 mg ampolla',
      'Cefazolina 1 g inyectable',
      'Ceftriaxona 1 g inyectable',
      'Ampicilina 1 g inyectable',
      'Vancomicina 500 mg inyectable',
      'Metronidazol 500 mg/100 ml',
      'Dexametasona 4 mg ampolla',
      'Hidrocortisona 100 mg inyectable',
      'Furosemida 20 mg ampolla',
      'Enoxaparina 40 mg jeringa',
      'Heparina 5000 UI/ml',
      'Lidocaína 2 % 20 ml',
      'Suero fisiológico 0,9 % 500 ml',
      'Suero fisiológico 0,9 % 1000 ml',
      'Suero glucosado 5 % 500 ml',
      'Ringer lactato 500 ml',
      'Cloruro de potasio 10 % ampolla',
      'Bicarbonato de sodio 8,4 %',
      'Salbutamol inhalador 100 mcg',
      'Amiodarona 150 mg ampolla',
      'Adrenalina 1 mg ampolla',
      'Atropina 1 mg ampolla',
    ],
  },
  {
    category: 'Cadena de Frío',
    zone: 'FRIO',
    unit: 'unidad',
    min: 40,
    max: 400,
    box: 10,
    names: [
      'Insulina NPH 100 UI/ml',
      'Insulina cristalina 100 UI/ml',
      'Vacuna influenza',
      'Vacuna hepatitis B adulto',
      'Inmunoglobulina antitetánica',
      'Oxitocina 5 UI ampolla',
      'Rocuronio 50 mg/5 ml',
      'Succinilcolina 100 mg',
      'Eritropoyetina 4000 UI',
      'Albúmina humana 20 %',
    ],
  },
  {
    category: 'Implantes',
    zone: 'IMP',
    unit: 'unidad',
    min: 4,
    max: 40,
    box: 1,
    serialised: true,
    dm: { tipo: 'Implantable', categorizacion: 'Traumatológico', registro: true },
    names: [
      'Prótesis total de cadera cementada',
      'Prótesis total de rodilla',
      'Placa de compresión bloqueada 4,5 mm',
      'Tornillo cortical 3,5 x 30 mm',
      'Clavo endomedular de fémur',
      'Placa de radio distal',
      'Tornillo canulado 7,3 mm',
      'Ancla de sutura 5 mm',
    ],
  },
  {
    category: 'Implantes',
    zone: 'IMP',
    unit: 'unidad',
    min: 3,
    max: 30,
    box: 1,
    serialised: true,
    dm: { tipo: 'Implantable', categorizacion: 'Cardiológico', registro: true },
    names: [
      'Stent coronario liberador de fármaco 3,0 x 18',
      'Stent coronario liberador de fármaco 3,5 x 23',
      'Marcapasos bicameral',
      'Válvula aórtica biológica 23 mm',
      'Desfibrilador automático implantable',
    ],
  },
  {
    category: 'Implantes',
    zone: 'IMP',
    unit: 'unidad',
    min: 5,
    max: 50,
    box: 1,
    serialised: true,
    dm: { tipo: 'Implantable', categorizacion: 'Oftalmológico', registro: true },
    names: ['Lente intraocular plegable +20 D', 'Lente intraocular plegable +22 D'],
  },
  {
    category: 'Implantes',
    zone: 'IMP',
    unit: 'unidad',
    min: 5,
    max: 50,
    box: 1,
    serialised: true,
    dm: { tipo: 'Implantable', categorizacion: 'Reconstructivo', registro: true },
    names: ['Malla de polipropileno 15x15 cm', 'Malla de polipropileno 30x30 cm', 'Expansor tisular 300 ml'],
  },
  {
    category: 'Equipos Médicos',
    zone: 'EQP',
    unit: 'unidad',
    min: 2,
    max: 20,
    box: 1,
    serialised: true,
    dm: { tipo: 'Equipo Médico Crítico', registro: true },
    names: [
      'Monitor multiparámetro',
      'Bomba de infusión volumétrica',
      'Oxímetro de pulso portátil',
      'Desfibrilador externo automático',
      'Ventilador mecánico de transporte',
      'Aspirador de secreciones portátil',
      'Electrocardiógrafo 12 derivaciones',
    ],
  },
  {
    category: 'Equipos Médicos',
    zone: 'EQP',
    unit: 'unidad',
    min: 5,
    max: 60,
    box: 1,
    dm: { tipo: 'Acreditación', registro: false },
    names: [
      'Laringoscopio con hojas curvas',
      'Esfigmomanómetro digital',
      'Glucómetro',
      'Fonendoscopio doble campana',
      'Linterna clínica LED',
    ],
  },
  {
    category: 'Esterilización',
    zone: 'INS',
    unit: 'unidad',
    min: 100,
    max: 1000,
    box: 200,
    names: [
      'Indicador biológico de vapor',
      'Cinta indicadora de autoclave',
      'Papel grado médico 60 cm',
      'Bolsa de esterilización 10x25 cm',
      'Detergente enzimático 5 L',
      'Contenedor de cortopunzantes 3 L',
      'Pack de ropa quirúrgica',
      'Paño de campo estéril',
      'Compresa de laparotomía',
      'Envoltorio SMS 100x100 cm',
      'Test Bowie-Dick',
      'Lubricante de instrumental',
      'Cepillo de limpieza de instrumental',
      'Etiquetadora de esterilización',
      'Integrador químico clase 5',
    ],
  },
];

/** Registered categories; 'Esterilización' stays 'Solo en productos' on purpose. */
/** Demo manufacturers of the medical devices (fictitious), printed on the implant card: two per kind, alternating. */
const MANUFACTURERS: Record<string, [string, string]> = {
  Traumatológico: ['Ortopedia Andina S.A.', 'Osteomed Austral Ltda.'],
  Cardiológico: ['CardioVital Devices S.A.', 'Corazón Médica SpA'],
  Oftalmológico: ['Visión Clara Lentes S.A.', 'OftaLab Chile SpA'],
  Reconstructivo: ['Reconstruye Médica S.A.', 'PlastiMed Sur Ltda.'],
  'Equipo Médico Crítico': ['Equipos Críticos del Pacífico S.A.', 'MedTec Andes SpA'],
  Acreditación: ['Insumos Acreditados S.A.', 'Calidad Clínica SpA'],
};
function manufacturerOf(dm: ProductSeed['dm'], n: number): string | null {
  const pair = dm ? MANUFACTURERS[dm.categorizacion ?? dm.tipo] : undefined;
  return pair ? pair[n % 2]! : null;
}

const REGISTERED_CATEGORIES = ['Insumos Médicos', 'Fármacos', 'Cadena de Frío', 'Implantes', 'Equipos Médicos'];

/** 400 days ago at 09:00 UTC: when the demo's opening stock entered. */
const OPENING_STOCK_AT = () => {
  const date = new Date(Date.now() - 400 * 86_400_000);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
};

export async function seedDemoStock(db: Kysely<Database>, adminUserId: number): Promise<void> {
  const random = prng(247);
  const at = nowIso();
  const zoneLocations = new Map<string, Array<{ id: number; code: string }>>();
  const zoneIds = new Map<string, { zone_id: number; warehouse_id: number }>();

  await db.transaction().execute(async (trx) => {
    for (const warehouse of WAREHOUSES) {
      const { id: warehouseId } = await trx
        .insertInto('warehouses')
        .values({
          code: warehouse.code,
          name: warehouse.name,
          address: warehouse.address,
          description: warehouse.description,
          status: 'Activo',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const zone of warehouse.zones) {
        const { id: zoneId } = await trx
          .insertInto('zones')
          .values({
            warehouse_id: warehouseId,
            code: zone.code,
            name: zone.name,
            description: zone.description,
            weight: zone.weight,
            capacity: zone.capacity,
            aisle: zone.aisles[0]!,
            rack: null,
            level: null,
            position: null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        zoneIds.set(zone.code, { zone_id: zoneId, warehouse_id: warehouseId });
        const locations: Array<{ id: number; code: string }> = [];
        for (const aisle of zone.aisles) {
          for (let rack = 1; rack <= zone.racks; rack++) {
            for (let level = 1; level <= zone.levels; level++) {
              const code = `${zone.code}-${aisle}${String(rack).padStart(2, '0')}-${level}`;
              const volumetric = zone.code === 'FRIO';
              const { id } = await trx
                .insertInto('locations')
                .values({
                  zone_id: zoneId,
                  code,
                  description: `${zone.name}, pasillo ${aisle}, rack ${rack}, nivel ${level}`,
                  location_type: zone.type ?? 'storage',
                  aisle,
                  rack: String(rack).padStart(2, '0'),
                  level: String(level),
                  position: '1',
                  weight: Number((zone.weight + rack * 0.05 + level * 0.02).toFixed(2)),
                  // Locations together may hold twice the zone's capacity: shelves are shared, the
                  // zone's figure is what the area can take at once.
                  capacity: Math.round((zone.capacity * 2) / (zone.aisles.length * zone.racks * zone.levels)),
                  width: volumetric ? 60 : null,
                  length: volumetric ? 50 : null,
                  height: volumetric ? 40 : null,
                  barcode: code,
                  is_volumetric: volumetric ? 1 : 0,
                  volumetric_capacity: volumetric ? 60 * 50 * 40 : null,
                  created_at: at,
                  updated_at: at,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              locations.push({ id, code });
            }
          }
        }
        zoneLocations.set(zone.code, locations);
      }
    }

    for (const name of REGISTERED_CATEGORIES) {
      await trx.insertInto('categories').values({ name, created_at: at, updated_at: at }).execute();
    }

    const stock = ledger(trx);
    let n = 0;
    for (const base of BASES) {
      for (const name of base.names) {
        n += 1;
        // SKUs stay ASCII ('FAR-0093', not 'FÁR-0093'): scanners and label printers do not all send accents.
        const sku = `${base.category
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .slice(0, 3)
          .toUpperCase()}-${String(n).padStart(4, '0')}`;
        const locations = zoneLocations.get(base.zone)!;
        const home = locations[n % locations.length]!;
        const place = zoneIds.get(base.zone)!;
        const barcode = ean13(n);
        const volumetric = base.zone === 'FRIO';
        const { id: productId } = await trx
          .insertInto('products')
          .values({
            sku,
            barcode,
            codigo_fabrica: base.dm ? `FAB-${String(1000 + n)}` : null,
            fabricante: manufacturerOf(base.dm, n),
            name,
            description: null,
            category: base.category,
            abc_category: base.min >= 200 ? 'A' : base.min >= 40 ? 'B' : 'C',
            warehouse_id: place.warehouse_id,
            zone_id: place.zone_id,
            location_id: home.id,
            min_stock: base.min,
            max_stock: base.max,
            cantidad_x_caja: base.box,
            weight: volumetric ? 0.05 : null,
            length: volumetric ? 6 : null,
            width: volumetric ? 4 : null,
            height: volumetric ? 10 : null,
            unit_of_measure: base.unit,
            status: n % 47 === 0 ? 'Inactivo' : 'Activo',
            es_dm_priorizado: base.dm ? 1 : 0,
            tipo_dm: base.dm?.tipo ?? null,
            categorizacion_implantable: base.dm?.categorizacion ?? null,
            requiere_registro_sanitario: base.dm?.registro ? 1 : 0,
            // Priority implantables take one serial per unit, as the API requires of every product like them.
            requiere_serie: requiresSerialByDefault({ es_dm_priorizado: Boolean(base.dm), tipo_dm: base.dm?.tipo ?? null })
              ? 1
              : 0,
            search_text: `${sku} ${name} ${barcode} ${base.dm ? `FAB-${1000 + n}` : ''}`.toLowerCase().trim(),
            deleted_at: null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();

        // A spread of stock states: every tenth product out of stock, others between
        // critical and excess of their minimum and maximum.
        const profile = n % 10;
        if (profile === 0) continue;
        const target =
          profile === 1
            ? Math.max(1, Math.floor(base.min * 0.4))
            : profile === 2
              ? Math.floor(base.min * 0.9)
              : profile === 3
                ? base.max + Math.ceil(base.max * 0.1)
                : Math.floor(base.min + (base.max - base.min) * (0.2 + random() * 0.5));
        if (target <= 0) continue;
        const ctx = {
          user_id: adminUserId,
          reference_type: 'seed',
          reference: 'Carga inicial',
          description: 'Inventario inicial de demostración',
        };

        if (base.serialised) {
          for (let unit = 1; unit <= target; unit++) {
            await stock.add(
              {
                product_id: productId,
                location_id: home.id,
                lot_number: `L${String(n).padStart(3, '0')}-${unit <= target / 2 ? 'A' : 'B'}`,
                serial_number: `SN${String(n).padStart(3, '0')}${String(unit).padStart(4, '0')}`,
                // One lot, one expiry (the lot master): every unit of a lot shares it.
                expiry_date: addDays(365 + n * 7 + (unit <= target / 2 ? 0 : 45)),
              },
              1,
              'RECEPTION',
              ctx,
            );
          }
          continue;
        }
        const lots = 1 + (n % 3);
        let remaining = target;
        for (let lot = 1; lot <= lots && remaining > 0; lot++) {
          const quantity = lot === lots ? remaining : Math.ceil(remaining / (lots - lot + 1));
          remaining -= quantity;
          // Some lots expired or close to expiry, so expiry badges and FEFO have something to show.
          const expiryDays =
            lot === 1 && n % 7 === 0 ? -15 : lot === 1 && n % 5 === 0 ? 20 : 90 + lot * 120 + Math.floor(random() * 200);
          const location = lot === 2 ? locations[(n + 3) % locations.length]! : home;
          await stock.add(
            {
              product_id: productId,
              location_id: location.id,
              lot_number: `${sku.slice(0, 3)}${String(n).padStart(3, '0')}-${lot}`,
              expiry_date: base.category === 'Equipos Médicos' ? null : addDays(expiryDays),
            },
            quantity,
            'RECEPTION',
            ctx,
          );
        }
      }
    }
    // The opening stock entered a little over a year ago (the costs demo builds a year of history
    // on it). Its events are dated here, in the transaction that writes them: once committed an
    // event may be sealed at any moment, and a sealed event never changes. The costs demo then
    // rebuilds the daily rollup from the dated events.
    await trx
      .updateTable('traceability_events')
      .set({ created_at: OPENING_STOCK_AT() })
      .where('reference_type', '=', 'seed')
      .where('reference', '=', 'Carga inicial')
      .execute();
  });
}
