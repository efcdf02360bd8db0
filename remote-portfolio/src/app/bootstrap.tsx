import { startStandaloneHost } from '@agency/ui/standalone-host';
import Section from '../section';

startStandaloneHost({ name: 'portfolio', Section });
