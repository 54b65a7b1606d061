import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateBrandIn, UpdateBrandIn } from '@/lib/schemas/brand';
import { api } from '../browser-api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;

export function useBrandList(params: ListParams) {
  return useQuery({ queryKey: keys.brands.list(params), queryFn: () => api.brands.list(params), placeholderData: keepPreviousData });
}

export function useBrand(id: Id) {
  return useQuery({ queryKey: keys.brands.detail(id), queryFn: () => api.brands.get(String(id)) });
}

export function useCreateBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof CreateBrandIn>) => api.brands.create(input),
    onSuccess: (data) => {
      qc.setQueryData(keys.brands.detail(data.advertiser.advertiser_id), data);
      return qc.invalidateQueries({ queryKey: keys.brands.all });
    },
  });
}

export function useUpdateBrand(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof UpdateBrandIn>) => api.brands.update(String(id), input),
    onSuccess: (data) => {
      qc.setQueryData(keys.brands.detail(id), data);
      return qc.invalidateQueries({ queryKey: keys.brands.all });
    },
  });
}
