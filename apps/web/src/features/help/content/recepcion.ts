import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [{ label: 'Gestión de Ingresos', path: '/ingresos' }],
  intro:
    'La recepción registra la mercadería que llega a la bodega: qué producto, cuántas unidades, de qué lote y con qué vencimiento. Lo que se registra aquí es la base de toda la trazabilidad posterior.',
  sections: [
    {
      heading: 'Registrar un ingreso',
      steps: [
        'Abra Ingresos en el menú lateral y pulse «Nuevo Ingreso».',
        'Indique el proveedor, la bodega y la zona de destino. La barra de capacidad muestra cuánto espacio queda en la zona; sobre 90 % aparece un aviso.',
        'Escanee el código de barras de cada producto (o escríbalo en el campo de escaneo). Si el código es GS1, el lote y el vencimiento se completan solos.',
        'Revise cantidad, lote y vencimiento de cada línea. Los dispositivos médicos implantables exigen lote o serie.',
        'Guarde. En modo simplificado el stock entra de inmediato al inventario; en modo tradicional el ingreso queda Pendiente hasta que se almacene.',
      ],
    },
    {
      heading: 'Producto no encontrado',
      text: 'Si el código escaneado no corresponde a ningún producto, el sistema ofrece crearlo. Complete la ficha (SKU, nombre, categoría) y el producto se agrega al ingreso. Un código GS1 con datos pero sin producto muestra un panel informativo con lo leído.',
    },
    {
      heading: 'Escaneo múltiple',
      notes: [
        'Active el modo de escaneo múltiple para pasar muchas cajas seguidas: cada lectura suma una unidad al producto.',
        '«Deshacer» quita la última lectura. Se listan los 5 últimos productos escaneados.',
      ],
    },
    {
      heading: 'Después de guardar',
      notes: [
        'Solo los ingresos Pendientes se pueden editar, eliminar o convertir en lista de almacenamiento.',
        'Al crear la lista de almacenamiento puede elegir el modo pieza por pieza (se escanea cada unidad) o el tradicional (se confirma la ubicación una vez por producto).',
      ],
    },
  ],
};

export default page;
