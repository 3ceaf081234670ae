import { describe, expect, it } from 'vitest';
import { customerShippingAddress, shippingAddressAfterCustomerChange } from './shipping-address';

const andes = { address: 'Av. Apoquindo 3990', city: 'Las Condes', postal_code: null };
const sur = { address: 'Los Carrera 120', city: 'Concepción', postal_code: '4030000' };

describe('shipping address from the customer', () => {
  it('joins the parts the customer has', () => {
    expect(customerShippingAddress(andes)).toBe('Av. Apoquindo 3990, Las Condes');
    expect(customerShippingAddress(sur)).toBe('Los Carrera 120, Concepción, 4030000');
    expect(customerShippingAddress({ address: null, city: '  ', postal_code: null })).toBe('');
  });

  it('fills an empty address and follows a change of customer, but keeps what the user typed', () => {
    expect(shippingAddressAfterCustomerChange('', null, andes)).toBe('Av. Apoquindo 3990, Las Condes');
    expect(shippingAddressAfterCustomerChange('Av. Apoquindo 3990, Las Condes', andes, sur)).toBe(
      'Los Carrera 120, Concepción, 4030000',
    );
    expect(shippingAddressAfterCustomerChange('Bodega 4, Quilicura', andes, sur)).toBe('Bodega 4, Quilicura');
    expect(shippingAddressAfterCustomerChange('Av. Apoquindo 3990, Las Condes', andes, null)).toBe('');
  });
});
