import { startStandalone } from '@agency/ui/standalone-start';
import { islands } from '../islands/islands';

startStandalone('contact', islands);
