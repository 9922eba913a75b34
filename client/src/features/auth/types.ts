export interface LoginCredentials {
  email: string;
  password: string;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
}
