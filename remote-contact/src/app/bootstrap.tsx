import { startStandaloneHost } from '@agency/ui/standalone-host';
import Section from '../section';

startStandaloneHost({ name: 'contact', Section, home: '/contact/quote' });
