import { type ApiError, type components, settle } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { carrier } from '../lib/api-client';

type Plan = components['schemas']['Plan'];

/** The site shell; the feature pages arrive with their issues. Lists the carrier's plans to prove the wiring. */
export function App() {
  const [plans, setPlans] = useState<Plan[]>([]);
  const [error, setError] = useState<ApiError>();

  useEffect(() => {
    settle(carrier.GET('/public/plan')).then((result) => {
      if (result.error) setError(result.error);
      else setPlans(result.data);
    });
  }, []);

  return (
    <main>
      <h1>Plans</h1>
      {error && <p role="alert">{error.message}</p>}
      <ul>
        {plans.map((plan) => (
          <li key={plan.id}>{plan.name}</li>
        ))}
      </ul>
    </main>
  );
}
