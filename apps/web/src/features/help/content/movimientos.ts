import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Movimientos Internos', path: '/movimientos-internos' }],
  intro:
    'Un movimiento interno traslada stock de una ubicación a otra, dentro de la misma bodega o entre bodegas, sin que salga del hospital.',
  sections: [
    {
      heading: 'Crear y ejecutar un movimiento',
      steps: [
        'Abra Movimientos Internos y pulse «Nuevo Movimiento».',
        'Elija el tipo, la ubicación de origen y la de destino, y agregue los productos con su lote y cantidad.',
        'El movimiento queda Pendiente: revíselo y pulse Ejecutar cuando el traslado físico se haya hecho.',
      ],
    },
    {
      heading: 'Buenas prácticas',
      notes: [
        'Solo los movimientos Pendientes se pueden editar, ejecutar o eliminar.',
        '«Consolidar ubicaciones» junta en una sola ubicación los restos de un mismo lote repartidos en varias.',
        'La lista se puede filtrar por estado, tipo y fecha, y exportar a Excel.',
      ],
    },
  ],
};

export default page;
