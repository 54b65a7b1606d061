import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody } from '../api';
import { keys, type ListParams } from '../query-keys';

type Id = string | number;

const brandPath = (id: Id) => ({ params: { path: { advertiser_id: String(id) } } });

export function useBrandList(params: ListParams) {
  return useQuery({
    queryKey: keys.brands.list(params),
    queryFn: () => call(api.GET('/user/advertiser', { params: { query: params } })),
    placeholderData: keepPreviousData,
  });
}

export function useBrand(id: Id) {
  return useQuery({
    queryKey: keys.brands.detail(id),
    queryFn: () => call(api.GET('/user/advertiser/{advertiser_id}', brandPath(id))),
  });
}

export function useCreateBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<'/user/advertiser', 'post'>) =>
      call(api.POST('/user/advertiser', { body: input })),
    onSuccess: (data) => {
      qc.setQueryData(keys.brands.detail(data.advertiser.advertiser_id), data);
      return qc.invalidateQueries({ queryKey: keys.brands.all });
    },
  });
}

export function useUpdateBrand(id: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBody<'/user/advertiser/{advertiser_id}', 'post'>) =>
      call(api.POST('/user/advertiser/{advertiser_id}', { ...brandPath(id), body: input })),
    onSuccess: (data) => {
      qc.setQueryData(keys.brands.detail(id), data);
      return qc.invalidateQueries({ queryKey: keys.brands.all });
    },
  });
}
