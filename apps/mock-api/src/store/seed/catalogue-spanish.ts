import { DATA_ADDON_PRICES } from '@carrier/domain';

interface Wording {
  name: string;
  description?: string;
}

/**
 * The seed catalogue's names and descriptions in Spanish, by id (catalogue.ts holds the English). The pay-go plan
 * keeps its name: the spec recognises it by 'paygo' in it, in either language.
 */
export const SPANISH_CATALOGUE: Record<'plans' | 'addOnPlans' | 'devices', Record<number, Wording>> = {
  plans: {
    1: {
      name: 'Plan ACP gratuito',
      description: 'Plan gratuito de 20 GB con llamadas y mensajes ilimitados para hogares del ACP',
    },
    2: {
      name: 'Plan Tribal ilimitado',
      description: 'Datos, llamadas y mensajes ilimitados para residentes de tierras tribales',
    },
    3: { name: 'paygo 3', description: 'Pago por uso: 100 minutos, 100 mensajes y 100 MB' },
    4: { name: 'Esencial 5', description: '1 GB de datos, 500 minutos y 500 mensajes cada mes' },
    5: { name: 'Diario 15', description: '4 GB de datos con llamadas y mensajes ilimitados' },
    6: {
      name: 'Ilimitado 35',
      description: 'Datos, llamadas y mensajes ilimitados; 5 GB de punto de acceso móvil',
    },
    7: {
      name: 'Tableta Conecta 2 GB',
      description: 'Línea solo de datos para tabletas y puntos de acceso',
    },
  },
  addOnPlans: {
    ...Object.fromEntries(
      DATA_ADDON_PRICES.map(({ gb }, index) => [21 + index, { name: `${gb} GB de datos` }]),
    ),
    26: { name: '100 minutos de voz' },
    27: { name: '200 mensajes de texto' },
    28: { name: '500 minutos de voz' },
    29: { name: '1000 mensajes de texto' },
    30: { name: 'Agente de campo 50 GB' },
    31: { name: '1 GB de datos (retirado)' },
  },
  devices: {
    1: { name: 'Tableta Android 10.1' },
    2: { name: 'Tableta Android 8 Wi-Fi' },
    3: { name: 'Galaxy A15 5G' },
    4: { name: 'Moto G Play' },
    5: { name: 'Punto de acceso MiFi 4G' },
    6: { name: 'Tableta Android 7 LTE' },
  },
};
