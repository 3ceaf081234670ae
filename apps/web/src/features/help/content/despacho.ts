import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Despachos', path: '/despachos' }],
  intro:
    'El despacho es el último paso: las órdenes ya recolectadas se consolidan, se asignan a un andén, se cargan y se envían con su documentación.',
  sections: [
    {
      heading: 'Flujo de trabajo',
      steps: [
        'Pestaña Consolidación: seleccione las órdenes recolectadas y pulse «Consolidar Órdenes».',
        'Asigne la consolidación a un andén («Asignar a Andén»).',
        'Pestaña Andenes: en la tarjeta del andén pulse «Iniciar Carga» y, al terminar, «Completar». La barra muestra la ocupación en pallets.',
        'Pestaña Envíos: registre el envío con transportista y seguimiento, descargue el manifiesto en PDF y archívelo cuando se entregue.',
      ],
    },
    {
      heading: 'Historial',
      notes: [
        'El historial de despachos permite buscar por estado y fechas y exportar a Excel.',
        'Cada paso queda en la trazabilidad del producto: se sabe qué lote salió en qué envío.',
      ],
    },
  ],
};

export default page;
