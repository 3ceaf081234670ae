import type { HelpPage } from './types';

const page: HelpPage = {
  screens: [
    { label: 'Mi Dashboard', path: '/operator' },
    { label: 'Asignación de Servicios', path: '/service-assignment' },
  ],
  intro:
    'El almacenamiento lleva lo recibido a su ubicación. El supervisor asigna las listas; el operario las ejecuta desde su dashboard, escaneando primero la ubicación y luego el producto.',
  sections: [
    {
      heading: 'Asignar una lista (supervisor)',
      steps: [
        'En Asignación de Servicios, pestaña Almacenamiento, vea las listas pendientes.',
        'Elija el operario según su carga de trabajo (los chips muestran sus listas activas) y asigne.',
      ],
    },
    {
      heading: 'Ejecutar una lista (operario)',
      steps: [
        'En Mi Dashboard, pestaña Almacenamiento, pulse Iniciar (o Continuar) en la lista.',
        'La tarjeta «Producto Actual» indica qué guardar y la ubicación sugerida.',
        'Paso 1, «Escanear Ubicación»: lea el código de la ubicación con la pistola o escríbalo y pulse Validar.',
        'Paso 2, «Escanear Producto»: lea el código del producto. En modo pieza por pieza se lee cada unidad.',
        'Pulse «Siguiente Producto» hasta terminar y luego «Completar Almacenamiento».',
      ],
    },
    {
      heading: 'Consejos con el lector de mano',
      notes: [
        'Después de cada lectura el cursor vuelve solo al campo de escaneo: puede leer el siguiente código sin tocar la pantalla.',
        'Si la ubicación leída no es la sugerida, el sistema la registra como «Ubicación Real».',
        'Los mensajes del sistema aparecen en la barra superior y no tapan el campo de escaneo.',
      ],
    },
  ],
};

export default page;
