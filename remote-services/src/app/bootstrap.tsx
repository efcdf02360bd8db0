import { startStandaloneHost } from '@agency/shared/ui/standalone-host';
import Section from '../section';

startStandaloneHost({ name: 'services', Section });
