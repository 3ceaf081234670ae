import { describe, expect, it } from 'vitest';
import { consolidationMixWarning } from './consolidation-mix';

const order = (customer_name: string, shipping_address: string | null, shipping_city: string | null = 'Santiago') => ({
  customer_name,
  shipping_address,
  shipping_city,
});

describe('consolidation mix', () => {
  it('says nothing when the orders share customer and address (spacing and case aside)', () => {
    expect(
      consolidationMixWarning([order('Clínica Andes', 'Av. Apoquindo 3990'), order('clínica  andes', 'av. apoquindo 3990')]),
    ).toBeNull();
  });

  it('names how many customers and addresses differ', () => {
    expect(consolidationMixWarning([order('Clínica Andes', 'Av. A 1'), order('Hospital Sur', 'Av. A 1')])).toBe(
      'Las órdenes seleccionadas tienen 2 clientes distintos: una consolidación viaja como un solo envío a un destino.',
    );
    expect(consolidationMixWarning([order('A', 'Calle 1'), order('A', 'Calle 2'), order('B', 'Calle 2', 'Temuco')])).toBe(
      'Las órdenes seleccionadas tienen 2 clientes distintos y 3 direcciones de envío distintas: una consolidación viaja como un solo envío a un destino.',
    );
  });
});
