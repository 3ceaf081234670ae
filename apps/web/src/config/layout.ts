/** At 768 px or narrower the app switches to its mobile layout. */
export const MOBILE_QUERY = '(max-width:768px)';
