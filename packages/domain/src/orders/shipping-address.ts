interface CustomerAddress {
  address: string | null;
  city: string | null;
  postal_code?: string | null;
}

/** The shipping address an order starts from when its customer is chosen: 'Av. Apoquindo 3990, Las Condes'. */
export function customerShippingAddress(customer: CustomerAddress): string {
  return [customer.address, customer.city, customer.postal_code]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/**
 * The order's shipping address after its customer changes to `next`: filled from the customer
 * when empty or still what the previous customer filled in; kept when the user typed their own.
 */
export function shippingAddressAfterCustomerChange(
  current: string,
  previous: CustomerAddress | null,
  next: CustomerAddress | null,
): string {
  const typed = current.trim();
  const untouched = typed === '' || (previous !== null && typed === customerShippingAddress(previous));
  if (!untouched) return current;
  return next ? customerShippingAddress(next) : '';
}
