import { scanScreensAs } from '../support/a11y';

scanScreensAs('admin');
