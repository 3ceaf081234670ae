import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Egresos', path: '/egresos' }],
  intro:
    'Las salidas (egresos) entregan insumos y dispositivos a los servicios clínicos. Cada salida descuenta stock por lote y queda registrada en la trazabilidad.',
  sections: [
    {
      heading: 'Crear una salida',
      steps: [
        'Abra Egresos y pulse «Nueva Salida».',
        'Elija el área o servicio clínico de destino.',
        'Elija la estrategia: FEFO (vence primero, sale primero; es la recomendada), FIFO, LIFO o libre.',
        'Escanee o busque cada producto e indique la cantidad. El sistema propone el lote según la estrategia.',
        'Guarde. Puede imprimir el «Reporte de Salida» para la firma de quien recibe.',
      ],
    },
    {
      heading: 'Avisos de estrategia',
      text: 'Si elige un lote distinto al que indica la estrategia, la línea muestra un aviso. Puede usar la sugerencia (se corrige lote y vencimiento) o mantener su elección; la línea queda marcada como no conforme.',
    },
    {
      heading: 'Importante',
      notes: [
        'No se puede sacar stock vencido ni retenido (en cuarentena o retiro).',
        'Si el stock no alcanza, la salida no se guarda y se indica cuánto hay disponible.',
      ],
    },
  ],
};

export default page;
