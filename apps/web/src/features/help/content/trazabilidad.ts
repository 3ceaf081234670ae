import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Sistema de Trazabilidad', path: '/trazabilidad' }],
  intro:
    'La trazabilidad responde quién movió qué, desde dónde, cuándo y en qué cantidad. Cada ingreso, salida, ajuste, movimiento, picking y despacho deja un evento que no se puede borrar ni modificar.',
  sections: [
    {
      heading: 'Buscar eventos',
      steps: [
        'Abra Sistema de Trazabilidad y pulse «Filtros avanzados».',
        'Filtre por producto, tipo de evento, ubicación, número de lote y rango de fechas; pulse Buscar. Limpiar quita todos los filtros.',
        'En cada fila, «Ver Detalles» muestra el evento completo y «Historial del Producto» la línea de tiempo de ese producto.',
      ],
    },
    {
      heading: 'Ante una alerta sanitaria',
      notes: [
        'Filtre por el número de lote afectado para ver dónde entró, dónde está y a qué servicios salió.',
        'Exporte el resultado a Excel para adjuntarlo al informe.',
        'La tarjeta de integridad indica si el registro está intacto; si muestra un problema, avise al administrador.',
      ],
    },
  ],
};

export default page;
