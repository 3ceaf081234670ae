import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [
    { label: 'Picking Inteligente', path: '/intelligent-picking' },
    { label: 'Asignación de Picking', path: '/picking-assignment' },
    { label: 'Mi Dashboard', path: '/operator' },
  ],
  intro:
    'El picking recoge los productos de una orden desde sus ubicaciones. El sistema calcula la ruta más corta por la bodega y reserva el stock para que nadie más lo tome.',
  sections: [
    {
      heading: 'Preparar el trabajo (supervisor)',
      steps: [
        'En Picking Inteligente cree una tarea con «Nueva Tarea» o desde una orden.',
        'Con «Asignar Inventario» el sistema reserva los lotes según la estrategia.',
        'Cree la lista de picking y asígnela a un operario en Asignación de Picking.',
      ],
    },
    {
      heading: 'Recolectar (operario)',
      steps: [
        'En Mi Dashboard, pestaña Picking, abra la lista asignada.',
        'Siga la «Ruta de Picking Optimizada»: la secuencia indica en qué orden visitar las ubicaciones.',
        'En cada ubicación escanee el producto. Con picking atomizado (pieza por pieza) se escanea cada unidad.',
        'Pulse Recolectar en cada línea y, al final, «Completar Picking».',
      ],
    },
    {
      heading: 'Si algo no calza',
      notes: [
        'Un código que no corresponde al producto o al lote se rechaza con un mensaje; el campo queda listo para leer de nuevo.',
        '«Liberar Asignaciones» devuelve al stock disponible lo reservado para una tarea que no se hará.',
      ],
    },
  ],
};

export default page;
