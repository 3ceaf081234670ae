import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Trazabilidad DM', path: '/trazabilidad-dm' }],
  intro:
    'Los dispositivos médicos (Norma N° 247) exigen saber en todo momento dónde está cada unidad y, si es implantable, en qué paciente. Esta pantalla reúne transferencias a servicios, registro de implantes, estados y retiros.',
  sections: [
    {
      heading: 'Transferir a un servicio clínico',
      steps: [
        'Pestaña Transferencias: pulse «Nueva Transferencia», elija el dispositivo y el servicio de destino, y pulse «Crear y Generar QR».',
        'Muestre o imprima el código QR para quien recibe.',
        'El servicio confirma con «Escanear QR para Recepción» (o escribiendo el código y pulsando Enter).',
      ],
    },
    {
      heading: 'Registrar un implante o un explante',
      steps: [
        'Pestaña Implantes: pulse «Registrar Implante» y complete datos del paciente (RUN), del dispositivo (lote o serie) y del procedimiento.',
        'Si el dispositivo se retira del paciente, use «Registrar explante» en su fila.',
      ],
    },
    {
      heading: 'Cuarentenas y retiros',
      notes: [
        'Pestaña Estados: «Cambiar Estado» pone un lote en cuarentena o en retiro. El stock retenido no se puede entregar ni recolectar hasta liberarlo.',
        'Ante un retiro del fabricante, busque el lote en Trazabilidad para ubicar las unidades en bodega, en servicios y en pacientes.',
        'Cada cambio de estado guarda fecha, usuario y observaciones, y se ve en el historial del dispositivo.',
      ],
    },
  ],
};

export default page;
