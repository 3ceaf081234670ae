import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Picking por Olas', path: '/wave-picking' }],
  intro:
    'Una ola agrupa varias órdenes para recogerlas en un solo recorrido. Conviene cuando muchas órdenes comparten ubicaciones o zonas, por ejemplo las reposiciones diarias de los servicios.',
  sections: [
    {
      heading: 'Crear una ola',
      steps: [
        'En Picking por Olas, pestaña «Crear Ola», marque las órdenes disponibles.',
        'Opcional: dé un nombre a la ola (si lo deja vacío se genera uno), elija la prioridad y agregue notas.',
        'Pulse «Analizar primero» para ver cuánto se solapan, o cree la ola directamente.',
        'El resultado muestra las tareas creadas, con sus ítems y minutos estimados.',
      ],
    },
    {
      heading: 'Analizar y sugerir',
      notes: [
        '«Analizar Órdenes» compara al menos dos órdenes: ubicaciones compartidas, zonas y grupos de prioridad.',
        '«Sugerencias» propone olas según prioridad mínima, bodega y fecha límite; cada sugerencia se puede crear con un botón.',
        '«Configuración» fija los límites de órdenes e ítems por ola.',
      ],
    },
  ],
};

export default page;
